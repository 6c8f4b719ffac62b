import type { Database } from '@app/db';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { z } from 'zod';
import { insertSettingIfAbsent, readSetting } from '../core/app-settings.repo';

type Db = Kysely<Database>;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SETTINGS_KEY = 'vapid_keys';
const vapidKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
const cache = new WeakMap<Db, Promise<VapidKeys>>();

/** The VAPID key pair, generated and stored in app_settings on first use (call it at start). */
export function getVapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreateKeys(db);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

export async function getPublicKey(db: Db): Promise<string> {
  return (await getVapidKeys(db)).publicKey;
}

async function loadOrCreateKeys(db: Db): Promise<VapidKeys> {
  const stored = await readKeys(db);
  if (stored) return stored;
  const generated = webpush.generateVAPIDKeys();
  // Two processes starting together may both generate: the first insert wins, both read it back.
  await insertSettingIfAbsent(db, SETTINGS_KEY, generated);
  const keys = await readKeys(db);
  if (!keys) throw new Error(`app_settings.${SETTINGS_KEY} is not a VAPID key pair`);
  return keys;
}

async function readKeys(db: Db): Promise<VapidKeys | null> {
  const parsed = vapidKeysSchema.safeParse(await readSetting<unknown>(db, SETTINGS_KEY, null));
  return parsed.success ? parsed.data : null;
}
