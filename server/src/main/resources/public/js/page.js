// Pages with no script of their own: the shared frame (language, header) only.
import { initPage } from './site.js';

await initPage();
