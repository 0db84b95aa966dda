CREATE TABLE "stored_file_chunks" (
	"content_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_chunks_content_id_seq_pk" PRIMARY KEY("content_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_content_id_unique" UNIQUE("content_id")
);
