ALTER TABLE "product_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_translations_check" CHECK (jsonb_typeof("product_categories"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_translations_check" CHECK (jsonb_typeof("products"."translations") = 'object');