// Hand-rolled SVG charts (docs/decisions.md, issue 28): each an <svg role="img"> with an accessible name, a
// text summary and its data table one click away. Import them through React.lazy so only pages with charts load them.
export { ChartFigure, Legend, LegendItem, type ChartTable } from './chart-figure';
export { ProjectionChart, type ProjectionRow } from './projection-chart';
export { SensitivityHeatmap, type SensitivityGrid } from './sensitivity-heatmap';
export { RangeBands, type RangeBand } from './range-bands';
export { RiskStackedBar, type RiskPart } from './risk-stacked-bar';
export { CategoryBarChart, type CategoryBar } from './category-bar-chart';
export { ScatterChart, type ScatterPoint } from './scatter-chart';
