import type { DriverPush } from '@fairfare/contracts/socket';

/** What the notification-sending backend receives (docs/product/api.md: trip_id, trip_status, android, ios, to, message). */
export interface PushRequest {
  trip_id: number;
  trip_status: DriverPush['trip_status'];
  /** Device tokens of Android devices (drivers.d_device_token where d_device_type is android). */
  android: string[];
  /** Device tokens of iOS devices. */
  ios: string[];
  to: 'driver';
  message: DriverPush;
}

/** A notification-sending backend for drivers (docs/architecture.md "driver push": PUSH_BACKEND_URL). */
export interface PushBackend {
  send(request: PushRequest): Promise<void>;
}
