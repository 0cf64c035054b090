import { describe, expect, it } from 'vitest';
import { cluesFrom, type PageFacts } from './page-reader.ts';

const page = (facts: Partial<PageFacts>): PageFacts => ({
  url: 'https://example.com/',
  title: '',
  ogTitle: '',
  people: [],
  organisations: [],
  emails: [],
  ...facts,
});

describe('what the panel asks Leadpilot about a page', () => {
  it('reads a LinkedIn profile by its address, with the name and company of its title', () => {
    expect(
      cluesFrom(
        page({
          url: 'https://www.linkedin.com/in/ada-lovelace-42/?trk=feed#about',
          ogTitle: 'Ada Lovelace - Head of Sales - Analytical Engines | LinkedIn',
        }),
      ),
    ).toEqual({
      linkedinUrl: 'https://www.linkedin.com/in/ada-lovelace-42/',
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      source: 'linkedin',
    });
  });

  it('prefers the JSON-LD person, and reads company pages; other LinkedIn pages say nothing', () => {
    const clues = cluesFrom(
      page({
        url: 'https://uk.linkedin.com/in/ada',
        ogTitle: 'Ada | LinkedIn',
        people: [{ name: 'Ada King', worksFor: 'Engines Ltd' }],
      }),
    );
    expect(clues).toMatchObject({ name: 'Ada King', company: 'Engines Ltd' });
    expect(cluesFrom(page({ url: 'https://www.linkedin.com/company/engines/about/' }))).toEqual({
      linkedinUrl: 'https://www.linkedin.com/company/engines/about/',
      source: 'linkedin',
    });
    expect(cluesFrom(page({ url: 'https://www.linkedin.com/feed/' }))).toBeNull();
  });

  it('reads an email thread by the first address that is not the rep’s own', () => {
    const thread = page({
      url: 'https://mail.google.com/mail/u/0/#inbox/1',
      emails: ['me@rep.example', 'ada@engines.example'],
    });
    expect(cluesFrom(thread, 'ME@rep.example')).toEqual({ email: 'ada@engines.example', source: 'email' });
    expect(cluesFrom(page({ url: 'https://mail.google.com/mail/u/0/' }))).toBeNull();
  });

  it('reads a company website by its domain, even when it shows its own addresses', () => {
    expect(cluesFrom(page({ url: 'https://www.engines.example/about', emails: ['hello@engines.example'] }))).toEqual({
      domain: 'engines.example',
      source: 'website',
    });
    expect(cluesFrom(page({ url: 'https://crm.example/thread/9', emails: ['ada@engines.example'] }))).toEqual({
      email: 'ada@engines.example',
      source: 'email',
    });
  });

  it('ignores pages that are not on the web', () => {
    expect(cluesFrom(page({ url: 'chrome://settings/' }))).toBeNull();
    expect(cluesFrom(page({ url: 'not a url' }))).toBeNull();
  });
});
