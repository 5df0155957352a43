-- Branches and payment kiosks across Oman (spec 01 §2 "Branch details", §3 "Branch/kiosk record"):
-- public reference data, the same for every customer. A kiosk may have no telephone ('') and a mobile
-- kiosk no fixed place (no coordinates). Hours are "HH:MM", 24-hour, Oman time.
CREATE TABLE branches (
  id integer PRIMARY KEY,
  name text NOT NULL,
  name_ar text NOT NULL,
  type text NOT NULL CHECK (type IN ('Branch', 'Kiosk')),
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  contact_info text NOT NULL DEFAULT '',
  start_hour text NOT NULL CHECK (start_hour ~ '^[0-2][0-9]:[0-5][0-9]$'),
  end_hour text NOT NULL CHECK (end_hour ~ '^[0-2][0-9]:[0-5][0-9]$'),
  -- BRK for a branch (spec 01 §9); KSK for a kiosk.
  external_channel_code text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);

INSERT INTO branches (id, name, name_ar, type, latitude, longitude, contact_info, start_hour, end_hour, external_channel_code) VALUES
  (1, 'Ruwi Main Branch', 'فرع روي الرئيسي', 'Branch', 23.599020, 58.545120, '+968 2470 0100', '07:30', '14:30', 'BRK'),
  (2, 'Al Khuwair Branch', 'فرع الخوير', 'Branch', 23.589560, 58.428310, '+968 2470 0110', '08:00', '14:00', 'BRK'),
  (3, 'Seeb Branch', 'فرع السيب', 'Branch', 23.668930, 58.186420, '+968 2470 0120', '08:00', '14:00', 'BRK'),
  (4, 'Barka Branch', 'فرع بركاء', 'Branch', 23.679870, 57.883450, '+968 2688 0100', '08:00', '14:00', 'BRK'),
  (5, 'Rustaq Branch', 'فرع الرستاق', 'Branch', 23.390820, 57.424370, '+968 2687 0100', '08:00', '14:00', 'BRK'),
  (6, 'Sohar Branch', 'فرع صحار', 'Branch', 24.342150, 56.729430, '+968 2684 0100', '08:00', '14:00', 'BRK'),
  (7, 'Al Buraimi Branch', 'فرع البريمي', 'Branch', 24.250880, 55.793120, '+968 2565 0100', '08:00', '14:00', 'BRK'),
  (8, 'Ibri Branch', 'فرع عبري', 'Branch', 23.225710, 56.515680, '+968 2569 0100', '08:00', '14:00', 'BRK'),
  (9, 'Nizwa Branch', 'فرع نزوى', 'Branch', 22.933330, 57.533330, '+968 2541 0100', '08:00', '14:00', 'BRK'),
  (10, 'Ibra Branch', 'فرع إبراء', 'Branch', 22.690630, 58.533420, '+968 2557 0100', '08:00', '14:00', 'BRK'),
  (11, 'Sur Branch', 'فرع صور', 'Branch', 22.566670, 59.528890, '+968 2554 0100', '08:00', '14:00', 'BRK'),
  (12, 'Duqm Branch', 'فرع الدقم', 'Branch', 19.662260, 57.704100, '+968 2521 0100', '08:00', '13:30', 'BRK'),
  (13, 'Salalah Branch', 'فرع صلالة', 'Branch', 17.019390, 54.089570, '+968 2329 0100', '08:00', '14:00', 'BRK'),
  (14, 'Khasab Branch', 'فرع خصب', 'Branch', 26.179930, 56.247710, '+968 2673 0100', '08:00', '13:30', 'BRK'),
  (101, 'City Centre Muscat Kiosk', 'جهاز دفع سيتي سنتر مسقط', 'Kiosk', 23.600790, 58.244470, '+968 2470 0200', '10:00', '22:00', 'KSK'),
  (102, 'Oman Avenues Mall Kiosk', 'جهاز دفع عمان أفينيوز مول', 'Kiosk', 23.584890, 58.406400, '+968 2470 0210', '10:00', '22:00', 'KSK'),
  (103, 'Mall of Muscat Kiosk', 'جهاز دفع مول مسقط', 'Kiosk', 23.610710, 58.243830, '', '10:00', '23:00', 'KSK'),
  (104, 'Muscat International Airport Kiosk', 'جهاز دفع مطار مسقط الدولي', 'Kiosk', 23.589250, 58.290640, '', '00:00', '23:59', 'KSK'),
  (105, 'Sohar Lulu Hypermarket Kiosk', 'جهاز دفع لولو هايبرماركت صحار', 'Kiosk', 24.355210, 56.713650, '+968 2684 0200', '09:00', '23:00', 'KSK'),
  (106, 'Nizwa Grand Mall Kiosk', 'جهاز دفع نزوى جراند مول', 'Kiosk', 22.905210, 57.548370, '+968 2541 0200', '10:00', '22:00', 'KSK'),
  (107, 'Sur Corniche Kiosk', 'جهاز دفع كورنيش صور', 'Kiosk', 22.569010, 59.518110, '', '16:00', '23:00', 'KSK'),
  (108, 'Ibri Souq Kiosk', 'جهاز دفع سوق عبري', 'Kiosk', 23.229220, 56.507640, '+968 2569 0200', '07:00', '21:00', 'KSK'),
  (109, 'Salalah Gardens Mall Kiosk', 'جهاز دفع صلالة جاردنز مول', 'Kiosk', 17.021140, 54.062480, '+968 2329 0200', '10:00', '23:00', 'KSK'),
  (110, 'Khasab Port Kiosk', 'جهاز دفع ميناء خصب', 'Kiosk', 26.199050, 56.246870, '', '07:00', '19:00', 'KSK'),
  (111, 'Mobile Payment Van', 'مركبة الدفع المتنقلة', 'Kiosk', NULL, NULL, '+968 2470 0299', '08:00', '16:00', 'KSK');
