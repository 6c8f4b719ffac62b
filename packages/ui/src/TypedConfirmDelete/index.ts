export { TypedConfirmDelete, type TypedConfirmDeleteProps } from './TypedConfirmDelete';
