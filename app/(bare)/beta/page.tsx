export { default, metadata } from '../loanlanding/page';
