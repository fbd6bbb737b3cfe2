/** Sends a text message to a phone number in international form (+15195550100). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
