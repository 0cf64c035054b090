import {
  type Icon,
  IconDeviceGamepad2,
  IconHelpCircle,
  IconLicense,
  IconLifebuoy,
  IconPlug,
  IconQuote,
  IconRocket,
  IconSettings,
  IconShirt,
  IconShoppingCart,
  IconToolsKitchen2,
  IconVideo,
} from '@tabler/icons-react';

// The mock layer names icons in kebab case; only the ones the help centre and the blog use are mapped.
const icons: Record<string, Icon> = {
  rocket: IconRocket,
  'shopping-cart': IconShoppingCart,
  lifebuoy: IconLifebuoy,
  license: IconLicense,
  settings: IconSettings,
  plug: IconPlug,
  shirt: IconShirt,
  'tools-kitchen-2': IconToolsKitchen2,
  'device-gamepad-2': IconDeviceGamepad2,
  quote: IconQuote,
  video: IconVideo,
};

/** A Tabler icon by its kebab-case name, a help icon for an unknown one. */
export function NamedIcon({ name, size = 18 }: { name: string; size?: number }) {
  const Component = icons[name] ?? IconHelpCircle;
  return <Component size={size} aria-hidden />;
}
