import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './trend-text.module.css';

interface TrendTextProps extends Omit<TextProps, 'c'> {
  /** Positive or zero shows as up, negative as down. */
  value: number;
  children: ReactNode;
  span?: boolean;
}

/** A figure coloured by its direction: green when up, red when down. */
export function TrendText({ value, children, ...props }: TrendTextProps) {
  return (
    <Text fw={600} className={value >= 0 ? classes.up : classes.down} {...props}>
      {children}
    </Text>
  );
}
