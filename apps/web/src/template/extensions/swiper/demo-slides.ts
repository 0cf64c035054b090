/** Generated slides (no pictures to download): a colour gradient and a title each, white text kept readable. */
export const demoSlides = [
  { title: 'Find your leads', from: '#364fc7', to: '#5f3dc4' },
  { title: 'Write with AI', from: '#0b7285', to: '#1864ab' },
  { title: 'Warm up mailboxes', from: '#2b8a3e', to: '#087f5b' },
  { title: 'Book meetings', from: '#c92a2a', to: '#a61e4d' },
  { title: 'Measure replies', from: '#862e9c', to: '#5c940d' },
  { title: 'Grow the pipeline', from: '#d9480f', to: '#c92a2a' },
];
