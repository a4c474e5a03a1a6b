import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { hideUnreadableLocalStorage } from '../lib/storageGuard';

// Runs before the theme creates its storage slots (client modules load first).
if (ExecutionEnvironment.canUseDOM) hideUnreadableLocalStorage(window);
