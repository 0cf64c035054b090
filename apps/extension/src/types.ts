// The API's shapes, from the shared contracts (types only: nothing of them is bundled).
export type {
  CampaignSummary as Campaign,
  ExtensionProspect as Prospect,
  ExtensionView as View,
  PersonDetail,
  SavedList,
} from '@leadpilot/contracts';
