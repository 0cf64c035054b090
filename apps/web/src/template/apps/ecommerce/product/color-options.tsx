import { CheckIcon, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';

interface ColorOptionsProps {
  colors: string[];
  value: string | null;
  onChange: (color: string) => void;
}

function colorLabel(color: string): string {
  const name = color === 'dark' ? 'black' : color === 'grape' ? 'purple' : color;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The product's colours as swatches; a radio group for keyboards and screen readers. */
export function ColorOptions({ colors, value, onChange }: ColorOptionsProps) {
  return (
    <div>
      <Text size="sm" fw={600} mb={6} id="product-colours">
        Colour{value ? `: ${colorLabel(value)}` : ''}
      </Text>
      <Group gap="sm" role="radiogroup" aria-labelledby="product-colours">
        {colors.map((color) => {
          const isChosen = color === value;
          return (
            <Tooltip key={color} label={colorLabel(color)}>
              <ColorSwatch
                component="button"
                type="button"
                role="radio"
                aria-checked={isChosen}
                aria-label={colorLabel(color)}
                color={`var(--mantine-color-${color}-${color === 'dark' ? 7 : 6})`}
                size={30}
                onClick={() => onChange(color)}
                style={{ color: '#fff', cursor: 'pointer' }}
              >
                {isChosen ? <CheckIcon size={12} /> : null}
              </ColorSwatch>
            </Tooltip>
          );
        })}
      </Group>
    </div>
  );
}
