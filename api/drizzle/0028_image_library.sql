CREATE TABLE "library_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "library_images" ADD CONSTRAINT "library_images_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_images_created_idx" ON "library_images" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_library_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."library_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");