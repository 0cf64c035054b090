import type { EcommerceDashboardReply } from '../mocks/types.ts';
import { CardFrame, type CardQueryState } from './card-frame.tsx';
import { CardList, CardListRow } from './card-list-row.tsx';
import { formatDollars } from './format.ts';
import { TrendText } from './trend-text.tsx';

interface TransactionsCardProps {
  transactions: EcommerceDashboardReply['transactions'] | undefined;
  query: CardQueryState;
}

/** Recent money in and out, by source. */
export function TransactionsCard({ transactions, query }: TransactionsCardProps) {
  return (
    <CardFrame title="Transactions" bodyHeight={320} query={query}>
      {() => (
        <CardList>
          {transactions?.map((transaction) => (
            <CardListRow
              key={transaction.title}
              icon={transaction.icon}
              color={transaction.color}
              title={transaction.title}
              subtitle={transaction.subtitle}
              end={
                <TrendText size="sm" value={transaction.amount}>
                  {transaction.amount < 0 ? '−' : '+'}
                  {formatDollars(Math.abs(transaction.amount))}
                </TrendText>
              }
            />
          ))}
        </CardList>
      )}
    </CardFrame>
  );
}
