import { afterEach, describe, expect, it } from 'vitest';
import {
  earlyInputBlurred,
  earlyInputFocused,
  forgetEarlyInput,
  holdEarlyInput,
  readEarlyInput,
} from './earlyPlaceInput';

function earlyInput(id: string, value = ''): HTMLInputElement {
  const input = document.createElement('input');
  input.id = id;
  input.value = value;
  document.body.append(input);
  return input;
}

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  forgetEarlyInput('pickup');
  forgetEarlyInput('drop');
  document.body.replaceChildren();
});

describe('an early place input (decision 068)', () => {
  it('gives nothing until the rider typed', () => {
    holdEarlyInput(earlyInput('pickup'));
    expect(readEarlyInput('pickup')).toBeNull();
    expect(readEarlyInput('drop')).toBeNull();
  });

  it('gives the text and the caret, and whether the rider was in it when held', () => {
    const input = earlyInput('pickup', 'Richmond St');
    input.focus();
    input.setSelectionRange(4, 4);
    holdEarlyInput(input);
    expect(readEarlyInput('pickup')).toEqual({ text: 'Richmond St', focused: true, caret: 4 });
  });

  it('keeps what a removed input holds (the place field took its place)', async () => {
    const input = earlyInput('pickup', 'Queens');
    holdEarlyInput(input);
    earlyInputFocused('pickup');
    input.remove();
    holdEarlyInput(null); // the ref's call on removal
    earlyInputBlurred(input); // the browser's blur of a removed element
    await microtask();
    expect(readEarlyInput('pickup')).toMatchObject({ text: 'Queens', focused: true });
  });

  it('forgets the focus when the rider leaves the field, not the text', async () => {
    const input = earlyInput('drop', 'Airport');
    holdEarlyInput(input);
    earlyInputFocused('drop');
    earlyInputBlurred(input);
    await microtask();
    expect(readEarlyInput('drop')).toMatchObject({ text: 'Airport', focused: false });
  });

  it('is forgotten once taken over', () => {
    holdEarlyInput(earlyInput('pickup', 'Masonville'));
    forgetEarlyInput('pickup');
    expect(readEarlyInput('pickup')).toBeNull();
  });
});
