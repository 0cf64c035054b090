import type { NameCulture } from './names.ts';

export interface CountryProfile {
  code: string;
  name: string;
  dialCode: string;
  /** How many of the generated companies are headquartered here, relative to the others. */
  weight: number;
  cultures: readonly NameCulture[];
  cities: readonly { city: string; region: string; timeZone: string }[];
}

/** Twenty-five countries, weighted roughly like a B2B prospect database. */
export const countries: readonly CountryProfile[] = [
  {
    code: 'US',
    name: 'United States',
    dialCode: '+1',
    weight: 30,
    cultures: ['anglo', 'anglo', 'anglo', 'hispanic', 'indian', 'chinese', 'korean', 'african'],
    cities: [
      { city: 'New York', region: 'New York', timeZone: 'America/New_York' },
      { city: 'San Francisco', region: 'California', timeZone: 'America/Los_Angeles' },
      { city: 'Austin', region: 'Texas', timeZone: 'America/Chicago' },
      { city: 'Boston', region: 'Massachusetts', timeZone: 'America/New_York' },
      { city: 'Chicago', region: 'Illinois', timeZone: 'America/Chicago' },
      { city: 'Seattle', region: 'Washington', timeZone: 'America/Los_Angeles' },
      { city: 'Denver', region: 'Colorado', timeZone: 'America/Denver' },
      { city: 'Atlanta', region: 'Georgia', timeZone: 'America/New_York' },
      { city: 'Miami', region: 'Florida', timeZone: 'America/New_York' },
      { city: 'Los Angeles', region: 'California', timeZone: 'America/Los_Angeles' },
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    dialCode: '+1',
    weight: 4,
    cultures: ['anglo', 'french', 'chinese', 'indian'],
    cities: [
      { city: 'Toronto', region: 'Ontario', timeZone: 'America/Toronto' },
      { city: 'Vancouver', region: 'British Columbia', timeZone: 'America/Vancouver' },
      { city: 'Montreal', region: 'Quebec', timeZone: 'America/Toronto' },
    ],
  },
  {
    code: 'MX',
    name: 'Mexico',
    dialCode: '+52',
    weight: 2,
    cultures: ['hispanic'],
    cities: [
      { city: 'Mexico City', region: 'Ciudad de México', timeZone: 'America/Mexico_City' },
      { city: 'Guadalajara', region: 'Jalisco', timeZone: 'America/Mexico_City' },
      { city: 'Monterrey', region: 'Nuevo León', timeZone: 'America/Monterrey' },
    ],
  },
  {
    code: 'BR',
    name: 'Brazil',
    dialCode: '+55',
    weight: 3,
    cultures: ['portuguese'],
    cities: [
      { city: 'São Paulo', region: 'São Paulo', timeZone: 'America/Sao_Paulo' },
      { city: 'Rio de Janeiro', region: 'Rio de Janeiro', timeZone: 'America/Sao_Paulo' },
      { city: 'Belo Horizonte', region: 'Minas Gerais', timeZone: 'America/Sao_Paulo' },
    ],
  },
  {
    code: 'AR',
    name: 'Argentina',
    dialCode: '+54',
    weight: 1,
    cultures: ['hispanic', 'italian'],
    cities: [
      { city: 'Buenos Aires', region: 'Buenos Aires', timeZone: 'America/Argentina/Buenos_Aires' },
      { city: 'Córdoba', region: 'Córdoba', timeZone: 'America/Argentina/Cordoba' },
    ],
  },
  {
    code: 'CO',
    name: 'Colombia',
    dialCode: '+57',
    weight: 1,
    cultures: ['hispanic'],
    cities: [
      { city: 'Bogotá', region: 'Bogotá D.C.', timeZone: 'America/Bogota' },
      { city: 'Medellín', region: 'Antioquia', timeZone: 'America/Bogota' },
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    dialCode: '+44',
    weight: 8,
    cultures: ['anglo', 'anglo', 'indian', 'african'],
    cities: [
      { city: 'London', region: 'England', timeZone: 'Europe/London' },
      { city: 'Manchester', region: 'England', timeZone: 'Europe/London' },
      { city: 'Edinburgh', region: 'Scotland', timeZone: 'Europe/London' },
      { city: 'Bristol', region: 'England', timeZone: 'Europe/London' },
    ],
  },
  {
    code: 'IE',
    name: 'Ireland',
    dialCode: '+353',
    weight: 1,
    cultures: ['anglo'],
    cities: [
      { city: 'Dublin', region: 'Leinster', timeZone: 'Europe/Dublin' },
      { city: 'Cork', region: 'Munster', timeZone: 'Europe/Dublin' },
    ],
  },
  {
    code: 'FR',
    name: 'France',
    dialCode: '+33',
    weight: 4,
    cultures: ['french', 'french', 'arabic'],
    cities: [
      { city: 'Paris', region: 'Île-de-France', timeZone: 'Europe/Paris' },
      { city: 'Lyon', region: 'Auvergne-Rhône-Alpes', timeZone: 'Europe/Paris' },
      { city: 'Toulouse', region: 'Occitanie', timeZone: 'Europe/Paris' },
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    dialCode: '+49',
    weight: 6,
    cultures: ['german', 'german', 'polish'],
    cities: [
      { city: 'Berlin', region: 'Berlin', timeZone: 'Europe/Berlin' },
      { city: 'Munich', region: 'Bavaria', timeZone: 'Europe/Berlin' },
      { city: 'Hamburg', region: 'Hamburg', timeZone: 'Europe/Berlin' },
      { city: 'Frankfurt', region: 'Hesse', timeZone: 'Europe/Berlin' },
    ],
  },
  {
    code: 'NL',
    name: 'Netherlands',
    dialCode: '+31',
    weight: 2,
    cultures: ['dutch'],
    cities: [
      { city: 'Amsterdam', region: 'North Holland', timeZone: 'Europe/Amsterdam' },
      { city: 'Rotterdam', region: 'South Holland', timeZone: 'Europe/Amsterdam' },
      { city: 'Utrecht', region: 'Utrecht', timeZone: 'Europe/Amsterdam' },
    ],
  },
  {
    code: 'ES',
    name: 'Spain',
    dialCode: '+34',
    weight: 3,
    cultures: ['hispanic'],
    cities: [
      { city: 'Madrid', region: 'Community of Madrid', timeZone: 'Europe/Madrid' },
      { city: 'Barcelona', region: 'Catalonia', timeZone: 'Europe/Madrid' },
      { city: 'Valencia', region: 'Valencian Community', timeZone: 'Europe/Madrid' },
    ],
  },
  {
    code: 'IT',
    name: 'Italy',
    dialCode: '+39',
    weight: 2,
    cultures: ['italian'],
    cities: [
      { city: 'Milan', region: 'Lombardy', timeZone: 'Europe/Rome' },
      { city: 'Rome', region: 'Lazio', timeZone: 'Europe/Rome' },
      { city: 'Turin', region: 'Piedmont', timeZone: 'Europe/Rome' },
    ],
  },
  {
    code: 'SE',
    name: 'Sweden',
    dialCode: '+46',
    weight: 2,
    cultures: ['nordic'],
    cities: [
      { city: 'Stockholm', region: 'Stockholm County', timeZone: 'Europe/Stockholm' },
      { city: 'Gothenburg', region: 'Västra Götaland', timeZone: 'Europe/Stockholm' },
    ],
  },
  {
    code: 'PL',
    name: 'Poland',
    dialCode: '+48',
    weight: 2,
    cultures: ['polish'],
    cities: [
      { city: 'Warsaw', region: 'Masovia', timeZone: 'Europe/Warsaw' },
      { city: 'Kraków', region: 'Lesser Poland', timeZone: 'Europe/Warsaw' },
      { city: 'Wrocław', region: 'Lower Silesia', timeZone: 'Europe/Warsaw' },
    ],
  },
  {
    code: 'CH',
    name: 'Switzerland',
    dialCode: '+41',
    weight: 1,
    cultures: ['german', 'french', 'italian'],
    cities: [
      { city: 'Zurich', region: 'Zurich', timeZone: 'Europe/Zurich' },
      { city: 'Geneva', region: 'Geneva', timeZone: 'Europe/Zurich' },
    ],
  },
  {
    code: 'IN',
    name: 'India',
    dialCode: '+91',
    weight: 7,
    cultures: ['indian'],
    cities: [
      { city: 'Bengaluru', region: 'Karnataka', timeZone: 'Asia/Kolkata' },
      { city: 'Mumbai', region: 'Maharashtra', timeZone: 'Asia/Kolkata' },
      { city: 'Hyderabad', region: 'Telangana', timeZone: 'Asia/Kolkata' },
      { city: 'Pune', region: 'Maharashtra', timeZone: 'Asia/Kolkata' },
      { city: 'Gurugram', region: 'Haryana', timeZone: 'Asia/Kolkata' },
    ],
  },
  {
    code: 'SG',
    name: 'Singapore',
    dialCode: '+65',
    weight: 2,
    cultures: ['chinese', 'indian', 'anglo'],
    cities: [{ city: 'Singapore', region: 'Singapore', timeZone: 'Asia/Singapore' }],
  },
  {
    code: 'JP',
    name: 'Japan',
    dialCode: '+81',
    weight: 2,
    cultures: ['japanese'],
    cities: [
      { city: 'Tokyo', region: 'Tokyo', timeZone: 'Asia/Tokyo' },
      { city: 'Osaka', region: 'Osaka', timeZone: 'Asia/Tokyo' },
    ],
  },
  {
    code: 'KR',
    name: 'South Korea',
    dialCode: '+82',
    weight: 1,
    cultures: ['korean'],
    cities: [
      { city: 'Seoul', region: 'Seoul', timeZone: 'Asia/Seoul' },
      { city: 'Busan', region: 'Busan', timeZone: 'Asia/Seoul' },
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    dialCode: '+61',
    weight: 4,
    cultures: ['anglo', 'anglo', 'chinese', 'indian'],
    cities: [
      { city: 'Sydney', region: 'New South Wales', timeZone: 'Australia/Sydney' },
      { city: 'Melbourne', region: 'Victoria', timeZone: 'Australia/Melbourne' },
      { city: 'Brisbane', region: 'Queensland', timeZone: 'Australia/Brisbane' },
      { city: 'Perth', region: 'Western Australia', timeZone: 'Australia/Perth' },
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    dialCode: '+64',
    weight: 1,
    cultures: ['anglo'],
    cities: [
      { city: 'Auckland', region: 'Auckland', timeZone: 'Pacific/Auckland' },
      { city: 'Wellington', region: 'Wellington', timeZone: 'Pacific/Auckland' },
    ],
  },
  {
    code: 'AE',
    name: 'United Arab Emirates',
    dialCode: '+971',
    weight: 1,
    cultures: ['arabic', 'indian', 'anglo'],
    cities: [
      { city: 'Dubai', region: 'Dubai', timeZone: 'Asia/Dubai' },
      { city: 'Abu Dhabi', region: 'Abu Dhabi', timeZone: 'Asia/Dubai' },
    ],
  },
  {
    code: 'IL',
    name: 'Israel',
    dialCode: '+972',
    weight: 2,
    cultures: ['hebrew'],
    cities: [
      { city: 'Tel Aviv', region: 'Tel Aviv District', timeZone: 'Asia/Jerusalem' },
      { city: 'Haifa', region: 'Haifa District', timeZone: 'Asia/Jerusalem' },
    ],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    dialCode: '+27',
    weight: 1,
    cultures: ['african', 'anglo', 'dutch'],
    cities: [
      { city: 'Cape Town', region: 'Western Cape', timeZone: 'Africa/Johannesburg' },
      { city: 'Johannesburg', region: 'Gauteng', timeZone: 'Africa/Johannesburg' },
    ],
  },
  {
    code: 'NG',
    name: 'Nigeria',
    dialCode: '+234',
    weight: 1,
    cultures: ['african'],
    cities: [
      { city: 'Lagos', region: 'Lagos', timeZone: 'Africa/Lagos' },
      { city: 'Abuja', region: 'FCT', timeZone: 'Africa/Lagos' },
    ],
  },
];
