import { StrictMode } from 'react';
import { App } from '../App';

/** The console's whole tree: the same element is prerendered at build time and hydrated in the browser. */
export const consoleElement = () => (
  <StrictMode>
    <App />
  </StrictMode>
);
