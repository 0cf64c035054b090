import { Drawer, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteLoading } from '../../shared/ui/route-loading.tsx';
import { CustomizerDrawer } from '../customizer/customizer-drawer.tsx';
import { useLayoutSettings } from '../customizer/layout-settings.ts';
import { useSkin } from '../customizer/use-skin.ts';
import { useTemplateTranslation } from '../i18n/template-i18n.ts';
import { HorizontalMenu } from '../navigation/horizontal-menu.tsx';
import { TemplateBrand } from '../navigation/template-brand.tsx';
import { VerticalMenu } from '../navigation/vertical-menu.tsx';
import { VerticalSidebar } from '../navigation/vertical-sidebar.tsx';
import { useLayoutOverride } from '../page-layouts/layout-override.ts';
import { CommandPalette } from '../search/command-palette.tsx';
import { TemplateFooter } from './template-footer.tsx';
import { TemplateNavbar } from './template-navbar.tsx';
import classes from './template-shell.module.css';

/** The template's chrome around its pages, shaped by the customizer's settings and the route's override. */
export function TemplateShell() {
  const { isWithoutMenu = false, ...override } = useLayoutOverride();
  const settings = { ...useLayoutSettings(), ...override };
  const { skin } = useSkin();
  const [isDrawerOpen, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const { pathname } = useLocation();
  const t = useTemplateTranslation();
  const hasMenu = !isWithoutMenu;
  const isVertical = settings.menuLayout === 'vertical';
  const isSemiDark = skin === 'semi-dark';
  // The horizontal menu shows from 62em (its CSS hides it below): a phone does not render it at all.
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, which `pathname` marks
  useEffect(() => {
    closeDrawer();
    window.scrollTo({ top: 0 });
  }, [pathname, closeDrawer]);

  return (
    <div
      className={classes.root}
      data-menu-layout={hasMenu ? settings.menuLayout : 'none'}
      data-collapsed={(isVertical && settings.isMenuCollapsed) || undefined}
      data-content-width={settings.contentWidth}
      data-skin={skin}
    >
      <a className="skip-link" href="#template-content">
        {t('Skip to content')}
      </a>
      {hasMenu && isVertical ? (
        <VerticalSidebar
          isCollapsed={settings.isMenuCollapsed}
          canToggle={override.isMenuCollapsed === undefined}
          isSemiDark={isSemiDark}
          className={isSemiDark ? classes.semiDark : undefined}
        />
      ) : null}
      <div className={classes.body}>
        <header className={classes.top} data-navbar-type={settings.navbarType}>
          <div className={classes.navbar}>
            <div className={classes.container}>
              <TemplateNavbar
                hasMenu={hasMenu}
                isVertical={isVertical}
                isDrawerOpen={isDrawerOpen}
                onToggleDrawer={toggleDrawer}
              />
            </div>
          </div>
          {!hasMenu || isVertical || !isWide ? null : (
            <div
              className={`${classes.horizontalMenu} ${isSemiDark ? classes.semiDark : ''}`}
              data-mantine-color-scheme={isSemiDark ? 'dark' : undefined}
            >
              <div className={classes.container}>
                <HorizontalMenu />
              </div>
            </div>
          )}
        </header>
        <main id="template-content" tabIndex={-1} className={classes.main}>
          <div className={classes.container}>
            <Suspense
              fallback={
                <div data-route-loading>
                  <RouteLoading />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </div>
        </main>
        <footer className={classes.footer} data-footer-type={settings.footerType}>
          <div className={classes.container}>
            <TemplateFooter />
          </div>
        </footer>
      </div>
      <Drawer
        opened={hasMenu && isDrawerOpen}
        onClose={closeDrawer}
        size={280}
        title={<TemplateBrand />}
        closeButtonProps={{ 'aria-label': t('Close the menu') }}
        scrollAreaComponent={ScrollArea.Autosize}
        hiddenFrom="md"
      >
        <VerticalMenu />
      </Drawer>
      <CustomizerDrawer />
      <CommandPalette />
    </div>
  );
}
