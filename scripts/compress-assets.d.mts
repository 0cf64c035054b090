/** Writes .br and .gz copies beside the text files under `dist` (see compress-assets.mjs). */
export function compressAssets(dist: string): Promise<{ files: number; raw: number; br: number }>;
