/**
 * The indigo of links and prices, at a shade that keeps 4.5:1 contrast on the card in both schemes
 * (the primary colour's default shade falls short on dark cards).
 */
export const accentText = 'light-dark(var(--mantine-color-indigo-8), var(--mantine-color-indigo-3))';
