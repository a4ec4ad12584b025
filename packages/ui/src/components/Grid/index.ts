export { Grid, type GridProps } from './Grid';
export { type GridColumnCount, gridColumnCounts } from './Grid.css';
