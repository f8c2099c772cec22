export { ReleaseNoteMessage } from './release-note-message';
