import classes from './top-loading-bar.module.css';

interface TopLoadingBarProps {
  isActive: boolean;
}

/** A thin indeterminate bar across the top of the window while requests run. */
export function TopLoadingBar({ isActive }: TopLoadingBarProps) {
  if (!isActive) return null;
  return (
    <div className={classes.track} role="progressbar" aria-label="Loading" data-testid="global-loading-bar">
      <div className={classes.bar} />
    </div>
  );
}
