// Lint of the web client (src/main/resources/public/js): eslint's recommended rules, browser globals.
import js from '@eslint/js';
import globals from 'globals';

export default [
  js.configs.recommended,
  { languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser } } },
];
