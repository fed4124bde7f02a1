import {
  type DeviceOutline,
  type DeviceView,
  deviceViews,
  parseDimensions,
  parseDisplay,
} from "@genbagura/illustrations";
import type { DeviceProduct } from "../catalogueTypes";

/** What the drawings need of a device, read from its record (size, screen, battery, ports). */
export function deviceOutlineOf(device: DeviceProduct): DeviceOutline {
  return {
    name: device.name,
    sku: device.sku,
    ...parseDimensions(device.spec.dimensions),
    ...parseDisplay(device.spec.display),
    orientation: device.series === "pocket" ? "portrait" : "landscape",
    rugged: device.rugged,
    swappableBattery: device.spec.battery.includes("交換式"),
    portEdge: device.portEdge,
    ports: device.ports,
  };
}

/** The device's four drawings (front, back, the side with its ports, in use), computed from its record. */
export function deviceViewsOf(
  device: DeviceProduct,
): readonly [DeviceView, DeviceView, DeviceView, DeviceView] {
  return deviceViews(deviceOutlineOf(device));
}
