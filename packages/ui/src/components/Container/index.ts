export { Container, type ContainerProps } from './Container';
export { type ContainerWidth, containerWidths } from './Container.css';
