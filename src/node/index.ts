export { serve, type RunningServer, type ServeOptions } from './serve.js';
