// The service started as `npm start` starts it, shared with the other test workspaces.
export {
  freePort,
  repoRoot,
  startApp,
  type RunningApp,
  type StartAppOptions,
} from '@fairfare/server/testing/start-app';
