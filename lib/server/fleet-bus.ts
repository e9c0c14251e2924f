import 'server-only';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { logger } from './log/logger';
import { redis, redisChannel, redisSubscriber } from './redis';
import { onShutdown } from './shutdown';

/**
 * What one app instance tells the others through Redis pub/sub: a data-cache tag to drop (cache.ts) or kept
 * pages' tags that expired (page-store). One channel for both, so every instance applies them in the order they
 * were sent: a page is never rendered again from data the same change had not yet dropped.
 */
export type FleetMessage = { kind: 'data-tag'; tag: string } | { kind: 'page-tags'; tags: string[]; at: number };

type Listener = {
  onMessage: (message: FleetMessage) => void;
  /** The subscription (re)started: messages sent while it was down are lost, so drop what they may have changed. */
  onGap: () => void;
};

const CHANNEL = 'fleet';

type Envelope = { from: string; message: FleetMessage };
type State = { id: string; subscriber: Redis | null; listeners: Set<Listener> };
const holder = globalThis as unknown as { __vitrinFleetBus?: State };

function state(): State {
  if (!holder.__vitrinFleetBus) {
    const bus: State = { id: randomUUID(), subscriber: redisSubscriber(), listeners: new Set() };
    holder.__vitrinFleetBus = bus;
    const sub = bus.subscriber;
    if (sub) {
      const channel = redisChannel(CHANNEL);
      // ioredis subscribes again by itself after a reconnect; 'ready' comes each time the connection is back.
      sub.on('ready', () => bus.listeners.forEach((l) => l.onGap()));
      sub.on('message', (from: string, text: string) => {
        const envelope = from === channel ? parse(text) : null;
        // This instance applied its own change before telling the others.
        if (envelope && envelope.from !== bus.id) bus.listeners.forEach((l) => l.onMessage(envelope.message));
      });
      sub.subscribe(channel).catch((err: unknown) => logger().error({ err }, 'subscribing to the fleet channel failed'));
      onShutdown('redis subscriber', () => sub.quit().catch(() => sub.disconnect()));
    }
  }
  return holder.__vitrinFleetBus;
}

function parse(text: string): Envelope | null {
  try {
    const envelope = JSON.parse(text) as Envelope;
    const kind = envelope.message?.kind;
    return kind === 'data-tag' || kind === 'page-tags' ? envelope : null;
  } catch {
    return null;
  }
}

/** True when other instances may exist to tell (REDIS_URL is set). */
export function fleetBusEnabled(): boolean {
  return state().subscriber !== null;
}

export function onFleetMessage(listener: Listener): void {
  state().listeners.add(listener);
}

/** Tells every other instance; without Redis there is no one else to tell. */
export async function publishToFleet(message: FleetMessage): Promise<void> {
  const client = redis();
  if (!client) return;
  try {
    const envelope: Envelope = { from: state().id, message };
    await client.publish(redisChannel(CHANNEL), JSON.stringify(envelope));
  } catch (err) {
    logger().error({ err, kind: message.kind }, 'publishing to the fleet channel failed');
  }
}
