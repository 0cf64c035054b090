/** Real SaaS products and tools companies are seen using, grouped so stacks look plausible. */
export const technologyGroups: readonly (readonly string[])[] = [
  ['Salesforce', 'HubSpot', 'Pipedrive', 'Zoho CRM', 'Microsoft Dynamics 365', 'Close'],
  ['Outreach', 'Salesloft', 'Apollo.io', 'Gong', 'Chorus', 'ZoomInfo', 'Clearbit', 'LinkedIn Sales Navigator'],
  ['Marketo', 'Mailchimp', 'Klaviyo', 'Braze', 'Customer.io', 'Iterable', 'Pardot'],
  ['Google Analytics', 'Mixpanel', 'Amplitude', 'Segment', 'Hotjar', 'Heap', 'Looker', 'Tableau', 'Power BI'],
  ['Slack', 'Microsoft Teams', 'Zoom', 'Notion', 'Confluence', 'Asana', 'Monday.com', 'Trello', 'Airtable'],
  ['Jira', 'GitHub', 'GitLab', 'Bitbucket', 'CircleCI', 'Jenkins', 'Datadog', 'New Relic', 'Sentry', 'PagerDuty'],
  ['Amazon Web Services', 'Google Cloud', 'Microsoft Azure', 'Cloudflare', 'Vercel', 'Heroku', 'DigitalOcean'],
  ['Snowflake', 'Databricks', 'BigQuery', 'PostgreSQL', 'MongoDB', 'Redis', 'Elasticsearch', 'Fivetran', 'dbt'],
  ['Zendesk', 'Intercom', 'Freshdesk', 'Gainsight', 'ChurnZero'],
  ['Stripe', 'Chargebee', 'NetSuite', 'QuickBooks', 'Xero', 'Bill.com', 'Brex', 'Expensify'],
  ['Workday', 'BambooHR', 'Greenhouse', 'Lever', 'Rippling', 'Gusto', 'Deel'],
  ['Okta', 'CrowdStrike', '1Password', 'Zscaler', 'Auth0'],
  ['Shopify', 'WordPress', 'Webflow', 'Contentful', 'DocuSign', 'Calendly', 'Twilio'],
];

export const technologies: readonly string[] = technologyGroups.flat();
