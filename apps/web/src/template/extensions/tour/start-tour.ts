import type { DriveStep } from 'driver.js';

/** The tour's stops, in order: each names an element of the tour page by its id. */
export const tourSteps: DriveStep[] = [
  {
    element: '#tour-start',
    popover: {
      title: 'Welcome',
      description: 'This button starts the tour. Use Next and Previous, or the arrow keys.',
    },
  },
  {
    element: '#tour-profile',
    popover: { title: 'Your profile', description: 'Your name, role and the team you belong to.' },
  },
  {
    element: '#tour-stats',
    popover: { title: 'Key figures', description: 'Leads, replies and meetings of the last 30 days.' },
  },
  {
    element: '#tour-actions',
    popover: { title: 'Quick actions', description: 'Start the things you do most in one click.' },
  },
  {
    element: '#tour-help',
    popover: { title: 'Need help?', description: 'Guides and support are always here. Enjoy the template!' },
  },
];

/** Loads driver.js and its styles on first use, then walks the steps; `onEnd` runs when the tour closes. */
export async function startTour(onEnd: () => void) {
  const [{ driver }] = await Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css'),
    import('./tour-skin.css'),
  ]);
  const tour = driver({
    steps: tourSteps,
    showProgress: true,
    progressText: 'Step {{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Previous',
    doneBtnText: 'Done',
    popoverClass: 'template-tour',
    overlayOpacity: 0.55,
    onDestroyed: onEnd,
  });
  tour.drive();
}
