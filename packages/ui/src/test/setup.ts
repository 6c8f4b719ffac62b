import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDomPolyfills } from './polyfills';

installDomPolyfills();
afterEach(() => cleanup());
