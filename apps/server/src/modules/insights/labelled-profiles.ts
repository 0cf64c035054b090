import type { Department, DiscStyle, Seniority } from '@leadpilot/contracts';

/**
 * Invented people, each labelled with the DISC style a reader would expect from their words, to
 * check the built-in inference (infer-personality.test.ts). Six per style; the `isTricky` ones
 * have a title that points elsewhere, mixed signals or a negation. The same author wrote the
 * lexicon and this set, so the accuracy is a sanity check of the model, not a validation of it.
 */
export interface LabelledProfile {
  name: string;
  expected: DiscStyle;
  isTricky?: boolean;
  title: string;
  seniority: Seniority;
  department: Department;
  bio: string;
  posts: string[];
}

/** The accuracy the built-in model must keep on this set (docs/insights.md). */
export const labelledAccuracyThreshold = 20;

export const labelledProfiles: readonly LabelledProfile[] = [
  // D --------------------------------------------------------------------------------------------
  {
    name: 'turnaround CEO',
    expected: 'D',
    title: 'CEO',
    seniority: 'c_suite',
    department: 'executive',
    bio: 'Turnaround operator. I take over stalled businesses and get them winning again. Results first, everything else second.',
    posts: ['Doubled ARR in 18 months. No excuses, no shortcuts. On to the next target.'],
  },
  {
    name: 'sales VP who hits numbers',
    expected: 'D',
    title: 'VP of Sales',
    seniority: 'vp',
    department: 'sales',
    bio: 'I build sales teams that beat their quota. Competitive by nature, decisive by habit.',
    posts: ['Hot take: if your pipeline review takes two hours, you are managing activity, not outcomes.'],
  },
  {
    name: 'founder in a hurry',
    expected: 'D',
    title: 'Founder',
    seniority: 'owner',
    department: 'executive',
    bio: 'Founded two companies, scaled one to exit. I move fast and expect the same.',
    posts: ['Stop asking for permission. Ship it, measure the outcome, decide. Speed is the strategy.'],
  },
  {
    name: 'engineering director driven by delivery',
    expected: 'D',
    isTricky: true,
    title: 'Director of Engineering',
    seniority: 'director',
    department: 'engineering',
    bio: 'I run engineering like a business: clear targets, ownership, and teams that deliver results on time.',
    posts: ['We cut our release cycle from six weeks to one. Bold goals beat comfortable ones.'],
  },
  {
    name: 'excited closer',
    expected: 'D',
    isTricky: true,
    title: 'Account Executive',
    seniority: 'senior',
    department: 'sales',
    bio: 'President’s Club three years running. I exceed targets and I do not lose deals to indecision.',
    posts: ['Crushed Q3 at 160% of quota!', 'Winning is a habit. Back to the phones.'],
  },
  {
    name: 'COO who wants the bottom line',
    expected: 'D',
    title: 'Chief Operating Officer',
    seniority: 'c_suite',
    department: 'operations',
    bio: 'Give me the bottom line and a recommendation. I make the call and own the outcome.',
    posts: ['Profitable growth or nothing. We took market share from two bigger competitors this year.'],
  },

  // I --------------------------------------------------------------------------------------------
  {
    name: 'community-loving marketer',
    expected: 'I',
    title: 'Head of Community',
    seniority: 'director',
    department: 'marketing',
    bio: 'Connector, storyteller and community builder. I love bringing people together around big ideas.',
    posts: ['What an amazing week at the meetup! So many great conversations. Thank you all for the energy!'],
  },
  {
    name: 'enthusiastic SDR',
    expected: 'I',
    title: 'Sales Development Representative',
    seniority: 'entry',
    department: 'sales',
    bio: 'People person. Coffee enthusiast. I make cold calls feel warm.',
    posts: ['Booked my 100th meeting today 🎉 Huge shout-out to my team for the support!'],
  },
  {
    name: 'developer advocate',
    expected: 'I',
    isTricky: true,
    title: 'Software Engineer',
    seniority: 'senior',
    department: 'engineering',
    bio: 'Developer advocate at heart. I speak at conferences and love making complicated tech feel fun.',
    posts: ['Just gave my first keynote and I am still buzzing! Thanks to everyone who came to say hi.'],
  },
  {
    name: 'brand storyteller',
    expected: 'I',
    title: 'VP Brand',
    seniority: 'vp',
    department: 'marketing',
    bio: 'Brand storyteller. Passionate about creative campaigns that people talk about at dinner.',
    posts: ['Our new campaign is live and I cannot stop smiling. Incredible work by an incredible crew!'],
  },
  {
    name: 'partnerships networker',
    expected: 'I',
    title: 'Head of Partnerships',
    seniority: 'director',
    department: 'sales',
    bio: 'I build partnerships by building friendships. Always up for a coffee and a new idea.',
    posts: ['Who is heading to SaaStr? Would love to meet up and swap stories.'],
  },
  {
    name: 'recruiter who celebrates',
    expected: 'I',
    title: 'Recruiter',
    seniority: 'entry',
    department: 'human_resources',
    bio: 'Matchmaker for talent. I get a thrill out of telling someone they got the job.',
    posts: ['Celebrating five new hires this month! Welcome aboard, you are going to love it here.'],
  },

  // S --------------------------------------------------------------------------------------------
  {
    name: 'patient support lead',
    expected: 'S',
    title: 'Support Manager',
    seniority: 'manager',
    department: 'customer_success',
    bio: 'I help customers through their hardest days with patience and care. Calm is contagious.',
    posts: ['Ten years with the same team. Trust takes time and it is worth every bit of it.'],
  },
  {
    name: 'people-first CEO',
    expected: 'S',
    isTricky: true,
    title: 'CEO & Co-Founder',
    seniority: 'c_suite',
    department: 'executive',
    bio: 'I care most about the people I work with. We build long-term relationships with customers and with each other.',
    posts: ['Grateful for a team that shows up for each other, in good quarters and in hard ones.'],
  },
  {
    name: 'steady CSM',
    expected: 'S',
    title: 'Customer Success Manager',
    seniority: 'manager',
    department: 'customer_success',
    bio: 'Reliable partner to my accounts. I listen first and make sure nobody feels rushed.',
    posts: ['The best onboarding is a boring one: steady, predictable and supportive.'],
  },
  {
    name: 'HR partner',
    expected: 'S',
    title: 'Senior HR Business Partner',
    seniority: 'senior',
    department: 'human_resources',
    bio: 'Here to support managers and employees through change. Kindness and consistency over quick fixes.',
    posts: ['Check in on your colleagues this week. A kind word goes further than you think.'],
  },
  {
    name: 'operations manager who keeps things calm',
    expected: 'S',
    isTricky: true,
    title: 'Operations Manager',
    seniority: 'manager',
    department: 'operations',
    bio: 'I keep things running smoothly behind the scenes so my team can focus. Dependable, not flashy.',
    posts: ['Not a fan of big-bang changes. Small steps, together, one at a time.'],
  },
  {
    name: 'mentoring engineering manager',
    expected: 'S',
    isTricky: true,
    title: 'Engineering Manager',
    seniority: 'manager',
    department: 'engineering',
    bio: 'Servant leader. I mentor engineers, protect their focus and help the team grow at a sustainable pace.',
    posts: ['Proud of how my team helped each other through a tough migration. Collaboration wins.'],
  },

  // C --------------------------------------------------------------------------------------------
  {
    name: 'data-driven analyst',
    expected: 'C',
    title: 'Senior Data Analyst',
    seniority: 'senior',
    department: 'operations',
    bio: 'Data-driven analyst. I care about accuracy, clean definitions and reproducible analysis.',
    posts: ['Before you quote a conversion rate, check the denominator. Half of the dashboards I audit get it wrong.'],
  },
  {
    name: 'controller',
    expected: 'C',
    title: 'Controller',
    seniority: 'director',
    department: 'finance',
    bio: 'Controller focused on accurate reporting, strong controls and audit-ready processes.',
    posts: ['Closed the books in four days this quarter thanks to a documented checklist and zero heroics.'],
  },
  {
    name: 'sales ops with a process brain',
    expected: 'C',
    isTricky: true,
    title: 'Sales Operations Manager',
    seniority: 'manager',
    department: 'operations',
    bio: 'I turn messy pipelines into structured processes. Every forecast should come with its methodology.',
    posts: ['We tested three lead-scoring models against last year’s data. The simplest one won on precision.'],
  },
  {
    name: 'security architect',
    expected: 'C',
    title: 'Security Architect',
    seniority: 'senior',
    department: 'it',
    bio: 'I design systems with threat models, least privilege and evidence for every control.',
    posts: ['Read the specification before you trust the vendor slide. Details matter.'],
  },
  {
    name: 'quiet engineer who hates hype',
    expected: 'C',
    isTricky: true,
    title: 'Staff Engineer',
    seniority: 'senior',
    department: 'engineering',
    bio: 'No hype, no buzzwords. Show me the benchmark and the methodology and I will read every line.',
    posts: ['Wrote up a root cause analysis of last week’s outage, with the timeline and the metrics.'],
  },
  {
    name: 'CFO who wants the numbers',
    expected: 'C',
    isTricky: true,
    title: 'Chief Financial Officer',
    seniority: 'c_suite',
    department: 'finance',
    bio: 'Numbers person. I read the footnotes, question assumptions and build models with careful sensitivity analysis.',
    posts: [
      'Every budget request gets the same three questions: what is the evidence, what is the risk, how will we measure it.',
    ],
  },
];
