import { Badge, Flex, Text, Tile } from '@/components/ui';
import { figureScope, formatFigureValue, isChangeFigure, type FigureLike } from '../utils/figure-format';

interface TileFigure extends FigureLike {
  key: string;
  label: string;
}

/**
 * One dashboard tile: the value, then the geography and period it describes (so a county figure on a ZIP view
 * says so), a 'stale' badge for a series that stopped updating, and the reason when the data has no value.
 */
export function FigureTile({ figure, label }: { figure: TileFigure; label?: string }) {
  const scope = figureScope(figure);
  return (
    <Tile gap="1" data-testid={`figure-${figure.key}`}>
      <Text size="2" color="gray">
        {label ?? figure.label}
      </Text>
      <Text size="6" weight="bold">
        {formatFigureValue(figure, { signed: isChangeFigure(figure.key) })}
      </Text>
      {figure.value !== null ? (
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="1" color="gray" data-testid="figure-scope">
            {scope}
          </Text>
          {figure.stale ? (
            <Badge color="amber" size="1">
              stale
            </Badge>
          ) : null}
        </Flex>
      ) : (
        <Text size="1" color="gray">
          Not available: {figure.note ?? 'the data has no value here.'}
        </Text>
      )}
    </Tile>
  );
}
