import {
  city,
  companyName,
  consent,
  department,
  email,
  employees,
  firstName,
  firstNameKana,
  honeypot,
  industry,
  jobTitle,
  lastName,
  lastNameKana,
  optionalChoice,
  optionalKatakana,
  optionalPostalCode,
  optionalText,
  phone,
  postalCode,
  prefecture,
  startedAt,
  street,
  trackingValue,
} from "./fields";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "./hiddenFields";
import { EMPLOYEE_RANGES, INDUSTRIES, PREFECTURES } from "./options";

// Field groups that the form schemas are composed from.

export const personFields = {
  companyName,
  department,
  jobTitle,
  lastName,
  firstName,
  lastNameKana,
  firstNameKana,
  email,
  phone,
};

export const addressFields = { postalCode, prefecture, city, street };

export const businessFields = { industry, employees };

/**
 * The document request (and the software trial) asks only what it takes to send the PDF and answer about it: company, name,
 * e-mail and phone (for when the e-mail bounces). The reading of the name, the postal address and the
 * company's trade and size may stay empty; what is filled is checked as in the other forms, and the
 * address is asked for as a whole once any part of it is filled (`addressComplete` in schemas.ts),
 * because only then is a printed copy posted.
 */
export const documentPersonFields = {
  ...personFields,
  lastNameKana: optionalKatakana("セイ", 50),
  firstNameKana: optionalKatakana("メイ", 50),
};

export const optionalAddressFields = {
  postalCode: optionalPostalCode,
  prefecture: optionalChoice("都道府県", PREFECTURES),
  city: optionalText("市区町村", 100),
  street: optionalText("番地・建物名", 200),
};

export const optionalBusinessFields = {
  industry: optionalChoice("業種", INDUSTRIES),
  employees: optionalChoice("従業員数", EMPLOYEE_RANGES),
};

export const trackingFields = {
  utm_source: trackingValue,
  utm_medium: trackingValue,
  utm_campaign: trackingValue,
  utm_term: trackingValue,
  utm_content: trackingValue,
  referrer: trackingValue,
  landing_page: trackingValue,
};

/** Fields every form carries: consent, tracking and the spam guards. */
export const commonFields = {
  consent,
  ...trackingFields,
  [HONEYPOT_FIELD]: honeypot,
  [STARTED_AT_FIELD]: startedAt,
} as const;
