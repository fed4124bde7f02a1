/** The iOS app of the cloud service, as its pages and the App Store button name it. */
export const cloudApp = {
  name: "現場蔵クラウドアプリ",
  appStoreUrl: "https://apps.apple.com/jp/app/id1234567890",
} as const;
