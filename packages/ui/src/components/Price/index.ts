export { Price, type PriceProps } from './Price';
export { type PriceSize, priceSizes } from './Price.css';
