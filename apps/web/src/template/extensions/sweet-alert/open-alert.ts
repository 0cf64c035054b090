import type { SweetAlertIcon, SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

export type AlertScheme = 'light' | 'dark';

/**
 * Icon colours dark (light skin) or light (dark skin) enough for the glyph in the icon ("!", "i", "?")
 * to keep a 3:1 contrast, which sweetalert2's pastel defaults do not.
 */
const iconShade: Record<AlertScheme, number> = { light: 8, dark: 4 };
const iconHue: Record<SweetAlertIcon, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'cyan',
  question: 'indigo',
};

/** The options every alert of the page shares: the skin's theme, readable buttons, no page height change. */
export function alertDefaults(scheme: AlertScheme, icon?: SweetAlertIcon): SweetAlertOptions {
  return {
    theme: scheme,
    heightAuto: false,
    confirmButtonColor: 'var(--mantine-color-indigo-8)',
    cancelButtonColor: 'var(--mantine-color-gray-7)',
    ...(icon ? { icon, iconColor: `var(--mantine-color-${iconHue[icon]}-${iconShade[scheme]})` } : {}),
  };
}

/** Loads sweetalert2 on first use (it stays out of the page's chunk) and opens one alert. */
export async function openAlert(scheme: AlertScheme, options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
  const icon = typeof options.icon === 'string' ? options.icon : undefined;
  const merged: SweetAlertOptions = Object.assign(alertDefaults(scheme, icon), options);
  return Swal.fire(merged);
}
