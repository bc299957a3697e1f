// covers: PLAT-088
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { classifyStartupError, HttpStatusError } from './errors';
import { decode, decodeEnvelope, decodeList, decodeObject, MalformedAnswerError } from './decode';

const Item = v.object({ id: v.number(), name: v.optional(v.string(), '') });

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('did not throw');
}

describe('decodeObject', () => {
  it("parses the envelope's object with the schema, defaults included", () => {
    expect(decodeObject({ error: 0, object: { id: 1, name: 'a', extra: true }, name: 'x' }, Item)).toEqual({ id: 1, name: 'a' });
    expect(decodeObject({ error: 0, object: { id: 2 } }, Item)).toEqual({ id: 2, name: '' });
  });

  it('hands a missing object to the schema: refused by a plain one, a default or null by a wrapped one', () => {
    expect(thrown(() => decodeObject({ error: 0 }, Item))).toBeInstanceOf(MalformedAnswerError);
    expect(decodeObject({ error: 0 }, v.nullish(Item))).toBeUndefined();
    expect(decodeObject({ error: 0 }, v.optional(v.object({ n: v.optional(v.number(), 7) }), {}))).toEqual({ n: 7 });
  });

  it('refuses a field of another type with an http error whose message is the catalog text and whose issues name the path', () => {
    const e = thrown(() => decodeObject({ error: 0, object: { id: '1' } }, Item));
    expect(e).toBeInstanceOf(MalformedAnswerError);
    expect(e).toBeInstanceOf(HttpStatusError);
    const err = e as MalformedAnswerError;
    expect(err.kind).toBe('http');
    expect(err.status).toBe(200);
    expect(err.message).toBe('Unknown API HTTP error');
    expect(err.issues).toContain('object.id');
    // At start-up it is the product error screen, like any unexpected answer.
    expect(classifyStartupError(err)).toBe('product');
  });

  it("refuses an envelope whose own fields have another type, or that is not an object", () => {
    expect(thrown(() => decodeObject({ error: 0, message: 5, object: { id: 1 } } as never, Item))).toBeInstanceOf(MalformedAnswerError);
    expect(thrown(() => decodeObject(null as never, v.nullish(Item)))).toBeInstanceOf(MalformedAnswerError);
  });
});

describe('decodeList', () => {
  it('parses each item; no list (or null) is an empty one', () => {
    expect(decodeList({ error: 0, list: [{ id: 1 }, { id: 2, name: 'b' }] }, Item)).toEqual([
      { id: 1, name: '' },
      { id: 2, name: 'b' },
    ]);
    expect(decodeList({ error: 0 }, Item)).toEqual([]);
    expect(decodeList({ error: 0, list: null } as never, Item)).toEqual([]);
  });

  it('refuses a list with a malformed item, naming its index', () => {
    const e = thrown(() => decodeList({ error: 0, list: [{ id: 1 }, { name: 'no id' }] }, Item)) as MalformedAnswerError;
    expect(e).toBeInstanceOf(MalformedAnswerError);
    expect(e.issues).toContain('list.1.id');
    expect(thrown(() => decodeList({ error: 0, list: { id: 1 } } as never, Item))).toBeInstanceOf(MalformedAnswerError);
  });
});

describe('decodeEnvelope and decode', () => {
  it("checks a write's flags and message, keeping the other fields", () => {
    expect(decodeEnvelope({ error: 0, success: true, message: 'Saved.', JRR: 't' })).toEqual({ error: 0, success: true, message: 'Saved.', JRR: 't' });
    expect(decodeEnvelope({})).toEqual({});
    expect(thrown(() => decodeEnvelope({ error: 0, success: 'yes' } as never))).toBeInstanceOf(MalformedAnswerError);
  });

  it('parses any value', () => {
    expect(decode(v.array(v.number()), [1, 2])).toEqual([1, 2]);
    expect(thrown(() => decode(v.array(v.number()), [1, '2']))).toBeInstanceOf(MalformedAnswerError);
  });
});
