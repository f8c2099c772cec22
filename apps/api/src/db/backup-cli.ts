// `npm run backup -- <file>` and `npm run restore -- <file>` (stop the server first).
import path from 'node:path';
import { readEnvironment } from '../config.js';
import { backupDataDir, restoreDataDir } from './backup.js';

const [command, file] = process.argv.slice(2);
const { dataDir } = readEnvironment(process.env);

try {
  if (command === 'backup') {
    const target = path.resolve(
      file ?? `atelier-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`,
    );
    await backupDataDir(dataDir, target);
    console.log(`Backed up ${dataDir} to ${target}.`);
  } else if (command === 'restore' && file) {
    const keptAs = await restoreDataDir(dataDir, path.resolve(file));
    console.log(`Restored ${file} into ${dataDir}.`);
    if (keptAs) console.log(`The database it replaced is kept in ${keptAs}.`);
  } else {
    console.error('Usage: npm run backup -- [file]  |  npm run restore -- <file>');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
