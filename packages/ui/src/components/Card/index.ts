export { Card, type CardProps } from './Card';
export { type CardPadding, type CardTone, cardPaddings, cardTones } from './Card.css';
