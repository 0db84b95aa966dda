CREATE TABLE "login_addresses" (
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;