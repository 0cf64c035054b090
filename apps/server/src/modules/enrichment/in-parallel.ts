/** Runs `work` over `items`, at most `limit` at a time, answering in the items' order. */
export async function inParallel<Item, Answer>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Answer>,
): Promise<Answer[]> {
  const answers: Answer[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}
