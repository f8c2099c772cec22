// The pull rod form (configurators §3 "Pull rod": colour and length).
export { PullRodFields } from './pull-rod-fields';
