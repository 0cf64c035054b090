import { describe, expect, it } from 'vitest';
import { defaultLayoutSettings, parseLayoutSettings } from './layout-settings.ts';

describe('layout settings', () => {
  it('defaults to the spec: horizontal menu, boxed width, light skin', () => {
    expect(defaultLayoutSettings).toMatchObject({
      menuLayout: 'horizontal',
      contentWidth: 'boxed',
      skin: 'light',
      direction: 'ltr',
    });
  });

  it('reads stored settings', () => {
    const stored = {
      ...defaultLayoutSettings,
      menuLayout: 'vertical',
      skin: 'dark',
      footerType: 'hidden',
      direction: 'rtl',
    };
    expect(parseLayoutSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('keeps valid fields and defaults the invalid or missing ones', () => {
    const parsed = parseLayoutSettings(
      JSON.stringify({ menuLayout: 'vertical', skin: 'neon', navbarType: 3, direction: 'sideways' }),
    );
    expect(parsed).toEqual({ ...defaultLayoutSettings, menuLayout: 'vertical' });
  });

  it('falls back to the defaults for something that is not an object', () => {
    expect(parseLayoutSettings('[1,2]')).toEqual(defaultLayoutSettings);
    expect(parseLayoutSettings('"vertical"')).toEqual(defaultLayoutSettings);
  });
});
