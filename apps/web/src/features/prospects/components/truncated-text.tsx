import { Text, type TextProps, Tooltip } from '@mantine/core';

interface TruncatedTextProps extends Pick<TextProps, 'size' | 'c' | 'fw'> {
  children: string;
}

/** One line cut with an ellipsis where the column ends; the whole text on hover (screen readers read it all). */
export function TruncatedText({ children, size = 'sm', ...props }: TruncatedTextProps) {
  return (
    <Tooltip label={children} openDelay={400} multiline maw={320} withinPortal>
      <Text size={size} truncate="end" {...props}>
        {children}
      </Text>
    </Tooltip>
  );
}
