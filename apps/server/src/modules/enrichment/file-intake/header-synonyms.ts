/** The prospect fields a file's column can be mapped to; anything else is kept as a custom column. */
export const mappedFields = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'company',
  'domain',
  'linkedin_url',
  'title',
  'country',
  'phone',
  'custom',
] as const;

export type MappedField = (typeof mappedFields)[number];
export type ProspectField = Exclude<MappedField, 'custom'>;

export const prospectFields: readonly ProspectField[] = mappedFields.filter(
  (field): field is ProspectField => field !== 'custom',
);

/**
 * A header as compared: accents, case, spaces and punctuation left out (`E-mail Address` →
 * `emailaddress`, `Prénom` → `prenom`).
 */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The words of a header (`LinkedIn Profile URL`, `linkedinProfileUrl` → `linkedin profile url`). */
export function headerWords(header: string): string[] {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

type Synonyms = Record<ProspectField, Record<string, number>>;

/**
 * Column names seen in CRM, sales tool and spreadsheet exports (Apollo, ZoomInfo, Sales Navigator,
 * HubSpot, Salesforce, hand-made lists), compared as `headerKey`s, with how sure each makes us.
 */
const synonyms: Synonyms = {
  full_name: {
    name: 0.9,
    fullname: 0.98,
    contactname: 0.95,
    contact: 0.8,
    personname: 0.95,
    leadname: 0.95,
    prospectname: 0.95,
    displayname: 0.85,
    customername: 0.85,
    clientname: 0.85,
    nomcomplet: 0.9,
    nombrecompleto: 0.9,
  },
  first_name: {
    firstname: 0.98,
    first: 0.9,
    givenname: 0.95,
    forename: 0.95,
    fname: 0.9,
    contactfirstname: 0.95,
    prenom: 0.9,
    vorname: 0.9,
    nombre: 0.8,
  },
  last_name: {
    lastname: 0.98,
    last: 0.9,
    surname: 0.95,
    familyname: 0.95,
    lname: 0.9,
    contactlastname: 0.95,
    nom: 0.8,
    nachname: 0.9,
    apellido: 0.85,
    apellidos: 0.85,
  },
  email: {
    email: 0.98,
    emailaddress: 0.98,
    mail: 0.9,
    emailid: 0.9,
    workemail: 0.98,
    workemailaddress: 0.98,
    businessemail: 0.95,
    businessemailaddress: 0.95,
    professionalemail: 0.95,
    corporateemail: 0.9,
    companyemail: 0.85,
    primaryemail: 0.95,
    contactemail: 0.95,
    emails: 0.9,
    email1: 0.9,
    personalemail: 0.6,
    courriel: 0.9,
    correo: 0.85,
    correoelectronico: 0.9,
  },
  company: {
    company: 0.95,
    companyname: 0.98,
    organisation: 0.95,
    organization: 0.95,
    organisationname: 0.95,
    organizationname: 0.95,
    org: 0.85,
    account: 0.85,
    accountname: 0.95,
    employer: 0.9,
    employername: 0.9,
    business: 0.8,
    businessname: 0.9,
    firm: 0.85,
    currentcompany: 0.9,
    companynameforemails: 0.8,
    entreprise: 0.9,
    societe: 0.9,
    firma: 0.85,
    empresa: 0.85,
  },
  domain: {
    domain: 0.95,
    website: 0.95,
    companywebsite: 0.95,
    companydomain: 0.98,
    web: 0.85,
    webaddress: 0.9,
    websiteurl: 0.95,
    companyurl: 0.9,
    companywebsiteurl: 0.95,
    homepage: 0.9,
    site: 0.8,
    url: 0.7,
    domainname: 0.95,
    emaildomain: 0.85,
  },
  linkedin_url: {
    linkedin: 0.95,
    linkedinurl: 0.98,
    linkedinprofile: 0.98,
    linkedinprofileurl: 0.98,
    linkedinlink: 0.95,
    linkedinprofilelink: 0.95,
    personlinkedinurl: 0.98,
    contactlinkedinurl: 0.98,
    linkedinpublicurl: 0.95,
    liurl: 0.85,
    profileurl: 0.7,
  },
  title: {
    title: 0.9,
    jobtitle: 0.98,
    position: 0.9,
    role: 0.85,
    jobrole: 0.9,
    jobposition: 0.9,
    designation: 0.9,
    occupation: 0.85,
    headline: 0.7,
    currenttitle: 0.95,
    currentposition: 0.9,
    contacttitle: 0.95,
    poste: 0.85,
    cargo: 0.85,
  },
  country: {
    country: 0.95,
    countryregion: 0.95,
    countryname: 0.95,
    countrycode: 0.85,
    nation: 0.85,
    personcountry: 0.95,
    contactcountry: 0.95,
    companycountry: 0.6,
    pays: 0.9,
    land: 0.7,
    pais: 0.85,
  },
  phone: {
    phone: 0.95,
    phonenumber: 0.95,
    mobile: 0.95,
    mobilephone: 0.98,
    mobilenumber: 0.95,
    cell: 0.85,
    cellphone: 0.95,
    telephone: 0.95,
    telephonenumber: 0.95,
    tel: 0.85,
    directphone: 0.95,
    directdial: 0.95,
    workphone: 0.9,
    workdirectphone: 0.95,
    businessphone: 0.85,
    officephone: 0.8,
    contactnumber: 0.85,
    corporatephone: 0.7,
    companyphone: 0.7,
    telefono: 0.9,
    telefon: 0.9,
  },
};

const exactMatches = new Map<string, { field: ProspectField; confidence: number }>();
for (const field of prospectFields) {
  for (const [name, confidence] of Object.entries(synonyms[field])) exactMatches.set(name, { field, confidence });
}

/** The field a header names word for word, if any (`Work Email` → email, 0.98). */
export function exactHeaderMatch(header: string): { field: ProspectField; confidence: number } | undefined {
  return exactMatches.get(headerKey(header));
}
